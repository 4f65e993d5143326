 v  =	null || 	 true
