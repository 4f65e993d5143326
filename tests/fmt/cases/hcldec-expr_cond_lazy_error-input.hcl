v = true ? 1 : l[5]
