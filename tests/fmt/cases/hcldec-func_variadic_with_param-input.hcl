v = join_first("/", "a", "b", "c")
