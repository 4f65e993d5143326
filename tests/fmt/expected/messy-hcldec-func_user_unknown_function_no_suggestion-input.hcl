v = multiply(1, 2)
