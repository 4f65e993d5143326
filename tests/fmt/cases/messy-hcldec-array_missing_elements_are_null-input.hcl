b    = true
