greeting = "Hello, ${name}!"
