a = m
b = objs
