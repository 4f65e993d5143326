v = add(null, 2)
