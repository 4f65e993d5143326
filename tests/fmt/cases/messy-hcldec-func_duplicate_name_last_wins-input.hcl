 v    = 	 f()
