v =  greet("x")
