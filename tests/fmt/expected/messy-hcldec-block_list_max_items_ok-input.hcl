item {}
item {}
