in = "x"
