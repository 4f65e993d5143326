v  = - 	 true
