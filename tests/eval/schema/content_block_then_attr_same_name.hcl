# mode: content
# attrs: x
# blocks: y
y {}
x = 1
y {}
