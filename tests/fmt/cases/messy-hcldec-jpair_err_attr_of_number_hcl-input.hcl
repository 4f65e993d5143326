    a =  n.foo
