v  =    "just a string"
