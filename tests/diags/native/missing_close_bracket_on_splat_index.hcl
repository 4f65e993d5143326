a = x[*
