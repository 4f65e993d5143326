v =  [for    x	in  list : x 	 +  y]
