v =    decoded.k
