a = n.foo
