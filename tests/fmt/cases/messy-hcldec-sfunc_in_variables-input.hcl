	v = decoded.k
