a 	 = p	
b    =    q
