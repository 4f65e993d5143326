v =    l.*.    name
