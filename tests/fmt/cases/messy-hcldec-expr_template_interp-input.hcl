    v  = 	 "Hello, ${name}!"
