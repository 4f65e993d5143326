a = { p = 1, q = true }
