	v	= f ("x")
