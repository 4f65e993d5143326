v =    [ a,  b]
