a =    null 	 
b  = null  
