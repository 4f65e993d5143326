a = "abc"
