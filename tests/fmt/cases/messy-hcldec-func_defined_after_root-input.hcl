  v 	 = late  (2)
