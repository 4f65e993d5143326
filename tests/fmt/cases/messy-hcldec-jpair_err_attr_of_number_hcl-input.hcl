 a =  n.foo
