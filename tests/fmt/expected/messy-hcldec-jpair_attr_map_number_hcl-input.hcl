a = { one = 1, two = 2 }
