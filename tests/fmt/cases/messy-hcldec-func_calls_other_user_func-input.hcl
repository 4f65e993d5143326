	v =    quad  (3) 
