# mode: content
# attrs: a b c!
# blocks: item(name)
a = 1
item "x" {}
#--- next file
b = 2
item "y" {}
#--- next file
c = 3
