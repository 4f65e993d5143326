v  = 	 zzz
