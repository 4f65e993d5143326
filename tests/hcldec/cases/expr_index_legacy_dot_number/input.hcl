v = l.1
