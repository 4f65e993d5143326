a = 	 "abc"
