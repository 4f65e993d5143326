a = [(for), foo, baz]
b = { (for) : 1, baz : 2 }
c = { baz : 2, for : 1 }
