v = o[*].a
