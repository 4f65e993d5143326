  v = 	 "x"
