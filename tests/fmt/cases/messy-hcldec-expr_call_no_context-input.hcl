v =  upper("x") 	 
