 a	= "root value"
