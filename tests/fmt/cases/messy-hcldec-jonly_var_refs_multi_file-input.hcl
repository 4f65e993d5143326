a 	 =	aa  
