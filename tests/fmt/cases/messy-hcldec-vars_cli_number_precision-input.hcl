v    = a +  1
