first = 1
