v    = "yes"
