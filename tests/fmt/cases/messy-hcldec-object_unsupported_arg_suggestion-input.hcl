  nmae    = "x"
