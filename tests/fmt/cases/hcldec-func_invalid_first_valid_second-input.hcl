v = good()
