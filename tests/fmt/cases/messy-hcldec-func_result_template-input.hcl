v = 	 wrap("x")
