# mode: partial
# attrs: a
a = 1
x = 1
#--- next file
x = 2
