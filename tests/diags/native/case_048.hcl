a = “hi”
