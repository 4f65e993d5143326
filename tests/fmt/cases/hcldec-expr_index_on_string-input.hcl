v = "abc"[0]
