second	= 2
