  in = "x"
