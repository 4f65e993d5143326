greeting 	 = "Hello, ${name}!"
