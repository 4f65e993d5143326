v = {    extra 	 =    1 }    
