true = 	 1
