v = "just a string"
