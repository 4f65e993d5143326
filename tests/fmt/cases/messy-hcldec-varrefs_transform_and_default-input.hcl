a 	 = p
b  = q
