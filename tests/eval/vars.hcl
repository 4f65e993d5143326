# Variables for the expression cases; values any literal can write. The
# unknown and null values are defined by the test programs themselves.
name    = "world"
greek   = "αβγ"
count   = 3
big     = 12345678901234567890123
half    = 0.5
neg     = -7
yes     = true
no      = false
nothing = null
words   = ["alpha", "beta", "gamma"]
numbers = [1, 2, 3, 4]
mixed   = [1, "two", true]
empty   = []
obj = {
  a = 1
  b = "bee"
  c = [true, false]
}
nested = {
  list = [{ id = 1, tags = ["x"] }, { id = 2, tags = ["y", "z"] }]
  map  = { k1 = { v = "one" }, k2 = { v = "two" } }
}
things = [
  { name = "a", size = 1 },
  { name = "b", size = 2 },
  { name = "c", size = 3 },
]
