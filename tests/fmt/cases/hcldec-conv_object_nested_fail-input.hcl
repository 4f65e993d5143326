v = { a = { b = "no" } }
