# mode: content
# attrs: name!
