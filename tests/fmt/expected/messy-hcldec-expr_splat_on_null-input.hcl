v = n[*].a
