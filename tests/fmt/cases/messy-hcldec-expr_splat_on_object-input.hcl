	v  = o[* 	 ].  a 	 
