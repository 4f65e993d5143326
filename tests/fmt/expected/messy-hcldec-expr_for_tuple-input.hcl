v = [for x in [1, 2, 3] : x * 2]
