v  = 	 "text"
