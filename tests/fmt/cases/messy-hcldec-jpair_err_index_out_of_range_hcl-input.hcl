    a = xs[5] 	 
