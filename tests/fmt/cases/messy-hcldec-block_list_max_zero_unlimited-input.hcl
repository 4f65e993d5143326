item  {    }    
  item {} 
	item {}
