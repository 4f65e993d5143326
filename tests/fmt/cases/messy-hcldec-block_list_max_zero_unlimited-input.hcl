  item {}
item {}
item  {}  
