a = [n, name, flag, [xs[0]]]
