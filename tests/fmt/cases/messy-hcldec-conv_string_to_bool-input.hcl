  v = "true"
