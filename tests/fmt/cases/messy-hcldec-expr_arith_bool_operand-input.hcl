v =    true + 	 1  
