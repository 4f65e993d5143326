 	 x = "a"
