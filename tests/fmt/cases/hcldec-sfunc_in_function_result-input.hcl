v = summary(["first", "second"])
