  out = "x"
