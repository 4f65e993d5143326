 	 v    =	n.a
