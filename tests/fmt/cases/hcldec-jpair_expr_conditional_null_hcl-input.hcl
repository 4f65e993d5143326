a = flag ? null : 1
b = 2
