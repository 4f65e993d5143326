v = 	 someone
