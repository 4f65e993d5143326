v = m["key"][1].x
