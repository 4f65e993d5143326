v = [a, b]
