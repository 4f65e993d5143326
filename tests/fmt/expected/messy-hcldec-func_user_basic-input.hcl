v = add(1, 2)
