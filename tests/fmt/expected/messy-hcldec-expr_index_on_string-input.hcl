v = "abc" [0]
