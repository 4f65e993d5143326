v = add("one", 2)
