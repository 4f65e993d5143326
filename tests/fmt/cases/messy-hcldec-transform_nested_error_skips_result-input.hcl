    x = "abc"
