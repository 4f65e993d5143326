v = foo
