# mode: content
# attrs: a
a = 1
#--- next file
aa = 1
#--- next file
q {}
