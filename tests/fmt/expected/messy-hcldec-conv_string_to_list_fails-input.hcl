v = "a"
