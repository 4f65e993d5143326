v 	 =  smallest()
