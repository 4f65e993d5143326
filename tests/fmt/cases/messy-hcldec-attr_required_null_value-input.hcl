 	 a  = null
