v = { a = { b = "deep" } }.a.b
