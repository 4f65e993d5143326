    v = 	 "true"
