v = l.*.name
