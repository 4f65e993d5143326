a = "\u00e9\n\t"
longer    = "x"
