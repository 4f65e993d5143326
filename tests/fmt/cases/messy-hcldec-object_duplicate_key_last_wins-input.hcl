    second = 2
