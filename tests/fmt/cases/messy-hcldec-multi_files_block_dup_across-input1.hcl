	one 	 {	
  v =	1 
 	 }
