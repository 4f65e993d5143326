list = ["a", "b"]
