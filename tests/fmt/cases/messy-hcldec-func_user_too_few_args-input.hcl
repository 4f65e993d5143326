    v = add(1)
