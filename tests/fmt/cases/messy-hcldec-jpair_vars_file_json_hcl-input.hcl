a = "${greeting}"
b 	 = list  [1]
