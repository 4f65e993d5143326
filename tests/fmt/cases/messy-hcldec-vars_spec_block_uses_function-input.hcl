	v 	 = "${shout} ${n}"
