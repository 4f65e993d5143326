# mode: attributes
z = 1
a = "two"
m = [1, 2]
