a    = true	
	b  = false	
