v = true + 1
