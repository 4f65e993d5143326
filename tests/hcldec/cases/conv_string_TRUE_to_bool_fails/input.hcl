v = "TRUE"
