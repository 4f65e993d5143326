v = {for x, x in {p = "a", q = "b", r = "a"} : x => x...}
