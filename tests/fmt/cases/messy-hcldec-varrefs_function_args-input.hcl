v =	f(  arg)
