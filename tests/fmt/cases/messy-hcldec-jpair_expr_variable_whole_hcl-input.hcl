    a 	 = m
b = 	 objs
