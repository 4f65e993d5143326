v = quad  (3 	 )
