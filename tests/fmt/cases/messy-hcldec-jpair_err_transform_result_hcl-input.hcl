	s  = 	 "x"
