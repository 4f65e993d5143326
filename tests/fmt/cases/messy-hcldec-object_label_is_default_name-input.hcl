greeting =    "hello"
