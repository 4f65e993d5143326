    a  = 	 true    
b  = 	 false    
