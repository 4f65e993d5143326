v = f(arg)
