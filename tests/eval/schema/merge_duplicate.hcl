# mode: content
# attrs: a b
a = 1
#--- next file
a = 2
b = 3
