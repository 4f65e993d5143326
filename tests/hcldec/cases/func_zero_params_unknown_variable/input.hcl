v = g()
