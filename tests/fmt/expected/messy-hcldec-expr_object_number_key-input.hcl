v = { 1 = "one" }
