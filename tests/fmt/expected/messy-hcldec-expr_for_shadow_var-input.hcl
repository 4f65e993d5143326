v = [for a in [1, 2] : a]
