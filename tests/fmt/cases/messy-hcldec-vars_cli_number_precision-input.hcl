 	 v 	 = a + 1
