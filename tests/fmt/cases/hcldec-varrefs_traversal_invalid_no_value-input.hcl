v = foo.nope
