v = 	 "a"
