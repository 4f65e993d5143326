out = "x"
