item {}    
item {	}
