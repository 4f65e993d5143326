    v =	s.length
