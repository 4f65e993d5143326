v = s
