item {}
