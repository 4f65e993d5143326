a = "false"
b = "true"
