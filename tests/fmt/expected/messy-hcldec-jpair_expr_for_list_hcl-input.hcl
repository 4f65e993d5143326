a = [for x in xs : x * 2]
