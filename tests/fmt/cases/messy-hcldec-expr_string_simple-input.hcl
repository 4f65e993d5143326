 	 v = "hello"
