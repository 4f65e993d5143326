    first = 1
