a = \u[fo, in
 y : x]
