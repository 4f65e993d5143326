	v	=  "yes"
