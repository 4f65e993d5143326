item {}
item {}
item {}
