 	 true	= 	 1
