 	 v  =	3    // trailing slash
