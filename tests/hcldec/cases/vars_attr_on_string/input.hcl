v = s.length
