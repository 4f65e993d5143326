v = greet("x")
