  s = "x"
