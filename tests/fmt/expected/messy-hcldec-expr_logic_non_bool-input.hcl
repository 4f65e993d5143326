v = 1 && true
