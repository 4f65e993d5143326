v = -true
