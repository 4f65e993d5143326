  v = "TRUE"
