 	 c 	 = "deep"
