	s  = "shout"
