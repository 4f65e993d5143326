v = n.a
