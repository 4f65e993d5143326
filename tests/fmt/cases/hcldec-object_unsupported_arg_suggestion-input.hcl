nmae = "x"
