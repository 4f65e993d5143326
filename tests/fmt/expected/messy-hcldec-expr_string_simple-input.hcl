v = "hello"
