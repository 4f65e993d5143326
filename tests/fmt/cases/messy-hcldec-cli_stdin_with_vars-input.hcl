    a = x
