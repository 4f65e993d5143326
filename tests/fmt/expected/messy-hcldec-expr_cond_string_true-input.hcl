v = "true" ? 1 : 2
