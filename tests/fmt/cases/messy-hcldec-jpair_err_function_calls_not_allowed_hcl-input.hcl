a 	 = double( 1) 
