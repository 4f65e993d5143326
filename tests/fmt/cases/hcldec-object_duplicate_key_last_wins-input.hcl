second = 2
