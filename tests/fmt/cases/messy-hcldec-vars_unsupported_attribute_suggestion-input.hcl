  v 	 = obj.presnt
