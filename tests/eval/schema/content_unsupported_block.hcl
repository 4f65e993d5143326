# mode: content
# attrs: name
# blocks: resource(type)
resorce "a" {}
widget {}
