a = objs[*].n
b = objs.*.n
