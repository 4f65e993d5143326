a = greet("hi", "x", "y")
