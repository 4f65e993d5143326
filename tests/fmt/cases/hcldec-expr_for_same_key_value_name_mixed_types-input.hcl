v = [for x, x in ["a", 1, true, null] : x]
