sum 	 =  a + b
