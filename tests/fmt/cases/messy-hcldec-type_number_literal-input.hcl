v = 	 "x"
