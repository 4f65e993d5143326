	v 	 = "Hello, ${name}!"
