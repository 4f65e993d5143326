names = 	 ["ab",  "c"]  
