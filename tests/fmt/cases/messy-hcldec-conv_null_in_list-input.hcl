v = ["a",    null]  
