# mode: content
a = 1
b {}
