v = rest(1, "a", true)
