  v 	 =  true
