v = total
