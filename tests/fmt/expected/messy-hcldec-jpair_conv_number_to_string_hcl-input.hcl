a = 42
b = true
