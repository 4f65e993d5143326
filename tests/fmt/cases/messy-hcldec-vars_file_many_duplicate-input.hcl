a = 	 alpha
