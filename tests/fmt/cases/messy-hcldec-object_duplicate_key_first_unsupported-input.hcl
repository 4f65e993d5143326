first    = 1
