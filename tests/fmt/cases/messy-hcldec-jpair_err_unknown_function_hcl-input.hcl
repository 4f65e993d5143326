 	 a =    nope  (1 )
