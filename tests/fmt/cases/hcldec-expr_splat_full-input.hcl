v = l[*].name
