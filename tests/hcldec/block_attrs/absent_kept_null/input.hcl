name = "x"
