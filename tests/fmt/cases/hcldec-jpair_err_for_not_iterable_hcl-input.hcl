a = [for x in n : x]
