v	=  add(1)
