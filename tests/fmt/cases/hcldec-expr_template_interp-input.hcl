v = "Hello, ${name}!"
