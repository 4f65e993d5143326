	x 	 = "a"
