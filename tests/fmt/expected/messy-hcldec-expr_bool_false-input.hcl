v = false
