 	 v = wrap("x")
