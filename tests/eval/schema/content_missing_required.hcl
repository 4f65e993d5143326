# mode: content
# attrs: name! count!
# blocks: item
item {}
