v = "abc"[0] 	 
