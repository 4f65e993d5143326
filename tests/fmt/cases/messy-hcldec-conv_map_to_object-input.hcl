v  = { 	 for	k in	["a"] :	k => 1 }
