 v = f()
