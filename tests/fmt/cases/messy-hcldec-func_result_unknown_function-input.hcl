 v 	 =    f ("x")
