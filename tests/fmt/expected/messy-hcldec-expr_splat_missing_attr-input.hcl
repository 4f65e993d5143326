v = l[*].missing
