# mode: content
# blocks: thing(name)
thing "a" "b" "c" {}
thing "d" {}
