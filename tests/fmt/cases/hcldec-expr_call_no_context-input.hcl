v = upper("x")
