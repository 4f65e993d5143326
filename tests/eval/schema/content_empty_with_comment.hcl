# mode: content
# attrs: name!
// nothing here

