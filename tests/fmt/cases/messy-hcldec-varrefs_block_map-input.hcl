m "a" 	 {	
 	 w = x
 	 }  
