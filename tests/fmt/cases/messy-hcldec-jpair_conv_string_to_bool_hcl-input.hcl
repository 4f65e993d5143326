	a	=  "false"
b  = "true"
