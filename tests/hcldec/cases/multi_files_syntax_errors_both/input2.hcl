b = "x
