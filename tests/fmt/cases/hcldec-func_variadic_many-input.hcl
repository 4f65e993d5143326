v = count(1, "a", true, null)
