  v  = {  for k  ,	v in 	 m	:    v    => k	}
