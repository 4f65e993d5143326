a	= "x"
