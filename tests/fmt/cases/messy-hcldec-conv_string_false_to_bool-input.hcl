    v  = "false"
