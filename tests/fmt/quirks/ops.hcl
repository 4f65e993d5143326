a = x.*.y
b = x[*].y
c = x.0.y
d = -x
e = 1 - -2
f = a*-1
g = a==-1
