v = (x
