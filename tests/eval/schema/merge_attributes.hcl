# mode: attributes
a = 1
#--- next file
b = 2
a = 3
