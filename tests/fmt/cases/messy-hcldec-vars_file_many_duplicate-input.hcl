a  = 	 alpha
