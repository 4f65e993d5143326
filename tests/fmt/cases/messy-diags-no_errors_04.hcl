    a =  "x ${~ 	 a 	 ~} y"
