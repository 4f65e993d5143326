a 	 = null
b = 	 null    
