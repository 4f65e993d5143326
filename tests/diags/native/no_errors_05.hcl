a = x
