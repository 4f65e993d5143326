v = {p = "b", q = "a"}
