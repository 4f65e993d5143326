 v = good()
