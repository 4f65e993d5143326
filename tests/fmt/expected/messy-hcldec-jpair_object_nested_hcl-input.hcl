a = 1
b = "two"
