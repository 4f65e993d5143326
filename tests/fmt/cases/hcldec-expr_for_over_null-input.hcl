v = [for x in n : x]
