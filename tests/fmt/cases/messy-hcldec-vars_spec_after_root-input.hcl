    v    = 	 late
