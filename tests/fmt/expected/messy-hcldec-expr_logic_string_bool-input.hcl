v = "true" && true
