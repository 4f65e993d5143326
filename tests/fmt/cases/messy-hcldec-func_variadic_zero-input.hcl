 v    = 	 count()
