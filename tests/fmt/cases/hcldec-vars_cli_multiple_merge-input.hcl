v = [a, b, c]
