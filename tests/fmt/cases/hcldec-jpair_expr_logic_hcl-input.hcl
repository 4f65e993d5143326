a = n > 2 && !false || n == 0
b = name != "world"
