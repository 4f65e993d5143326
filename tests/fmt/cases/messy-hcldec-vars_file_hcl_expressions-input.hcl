v  = total
