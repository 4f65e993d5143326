v = wrap("x")
