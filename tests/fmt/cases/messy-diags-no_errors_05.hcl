 	 a	= 	 x
