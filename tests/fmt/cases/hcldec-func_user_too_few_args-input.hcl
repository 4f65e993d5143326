v = add(1)
