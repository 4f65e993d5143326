a = "root value"
