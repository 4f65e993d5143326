# mode: partial
# attrs: name! port!
port = 80
more = 1
