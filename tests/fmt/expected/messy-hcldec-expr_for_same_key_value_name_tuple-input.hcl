v = [for x, x in ["a", "b"] : x]
