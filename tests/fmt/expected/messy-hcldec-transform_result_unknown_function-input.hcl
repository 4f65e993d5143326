x = "a"
