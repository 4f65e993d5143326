 a	= x
