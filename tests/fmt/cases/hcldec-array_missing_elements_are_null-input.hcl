b = true
