# mode: partial
# attrs: name
# blocks: item
name  = "x"
other = 1
item {}
extra = true
