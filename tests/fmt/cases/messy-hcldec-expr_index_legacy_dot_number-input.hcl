v	=  l.1
