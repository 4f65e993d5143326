name = "p"
x = 1
y = 2.5
