a = [for x in xs : x if x > 1]
