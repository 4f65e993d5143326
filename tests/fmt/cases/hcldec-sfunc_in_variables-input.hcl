v = decoded.k
