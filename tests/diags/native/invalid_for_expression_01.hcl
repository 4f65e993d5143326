a = [for x in y : x
