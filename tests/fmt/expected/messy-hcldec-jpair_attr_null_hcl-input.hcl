a = null
b = 1
