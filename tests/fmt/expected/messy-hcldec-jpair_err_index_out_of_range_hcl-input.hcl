a = xs[5]
