v 	 =	f(arg)
