# mode: content
# blocks: thing(kind,name)
thing "a" {}
thing {}
