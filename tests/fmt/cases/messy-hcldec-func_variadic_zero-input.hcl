v 	 =  count()
