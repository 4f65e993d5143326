# mode: partial
# attrs: name
name = "x"
other = 1
unknown {}
