v = [for x in [1, 2] : x if null]
