 b 	 =	true
