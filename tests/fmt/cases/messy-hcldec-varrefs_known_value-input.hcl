  v = foo
