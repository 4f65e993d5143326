	names  = ["ab", "c"] 	 
