v = foo.bar[1    ]["baz"]
