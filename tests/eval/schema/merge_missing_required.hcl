# mode: content
# attrs: a!
b = 1
#--- next file
