    a	= 	 "twice ${n} is ${double(  n)}"
