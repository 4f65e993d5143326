a    = x 
