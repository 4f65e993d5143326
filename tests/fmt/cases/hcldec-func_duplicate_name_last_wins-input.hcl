v = f()
