v = "true"
