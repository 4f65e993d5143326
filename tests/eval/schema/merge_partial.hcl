# mode: partial
# attrs: a
a = 1
x = 1
#--- next file
y = 2
blk {}
