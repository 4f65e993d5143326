  v = core ::	add(1, 	 2)
