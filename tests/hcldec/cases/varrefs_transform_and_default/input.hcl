a = p
b = q
