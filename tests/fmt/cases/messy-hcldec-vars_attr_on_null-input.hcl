v = n.  a
