v = ["a", null]
