v  = 	 a  
