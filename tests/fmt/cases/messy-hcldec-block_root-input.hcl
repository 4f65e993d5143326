config {
 	 a 	 = [1, 2]
	}
