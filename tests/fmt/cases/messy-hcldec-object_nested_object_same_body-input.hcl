a 	 =    "x"
b = 	 2
