v = [for x, x in ["a", "b", "c"] : x if x != "b"]
