    a    = 	 "x"
