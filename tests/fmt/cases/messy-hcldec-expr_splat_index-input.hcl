v    = l[*].tags[0]	
