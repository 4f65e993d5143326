v = l[*].a
