  v    = 	 "true" &&  true
