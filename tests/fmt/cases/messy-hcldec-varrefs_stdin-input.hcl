	v 	 = s  
