  v  =    s 	 .  length
