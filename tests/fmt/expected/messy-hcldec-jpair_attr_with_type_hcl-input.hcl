a = [1, "x"]
b = { k = true }
c = [1]
