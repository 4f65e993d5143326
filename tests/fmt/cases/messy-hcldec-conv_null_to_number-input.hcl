 	 v = null
