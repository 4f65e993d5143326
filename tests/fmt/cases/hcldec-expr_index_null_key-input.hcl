v = [1][null]
