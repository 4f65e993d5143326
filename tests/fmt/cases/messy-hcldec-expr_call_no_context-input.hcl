v	= 	 upper("x")
