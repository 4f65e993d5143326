    a = 	 null
b = [ null]
