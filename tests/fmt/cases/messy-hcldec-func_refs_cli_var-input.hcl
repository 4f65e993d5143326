v =	greet("x")
