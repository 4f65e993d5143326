	a = 	 null
