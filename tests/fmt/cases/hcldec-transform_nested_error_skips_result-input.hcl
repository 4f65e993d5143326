x = "abc"
