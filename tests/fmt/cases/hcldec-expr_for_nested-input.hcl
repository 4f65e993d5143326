v = [for x in [1, 2] : [for y in ["a", "b"] : "${x}${y}"]]
