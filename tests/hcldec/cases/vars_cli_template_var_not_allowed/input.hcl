v = a
