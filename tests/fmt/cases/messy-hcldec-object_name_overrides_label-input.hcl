in =  "x"
