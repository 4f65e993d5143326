	list = ["a",    "b"]  
