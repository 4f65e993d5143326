a    = nope(1)
