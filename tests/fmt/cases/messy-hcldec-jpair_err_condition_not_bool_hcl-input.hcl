 	 a 	 = name ?  1	:  2
