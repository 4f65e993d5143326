a = "x ${~ 	 a ~} y"
