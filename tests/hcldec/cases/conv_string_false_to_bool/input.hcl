v = "false"
