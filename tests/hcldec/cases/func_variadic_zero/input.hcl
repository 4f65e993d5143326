v = count()
