# mode: content
# attrs: name count
nmae = "x"
zzzzzz = 1
