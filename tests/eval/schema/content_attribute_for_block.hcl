# mode: content
# attrs: name
# blocks: item
item = {}
