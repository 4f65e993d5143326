real = "v"
