a = 	 "root value"
