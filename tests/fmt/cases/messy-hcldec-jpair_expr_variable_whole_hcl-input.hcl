a = m    
 	 b =    objs	
