out  = "x"
