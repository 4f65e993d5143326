v = f("x")
