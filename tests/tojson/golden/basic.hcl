# about a
a = 1
b = "two"
c = true
d = null
e = [1, -2.5, "x"]
f = { k = "v", "q r" = 3 }
