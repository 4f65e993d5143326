v = "yes"
