greeting = "hello"
