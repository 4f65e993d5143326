# mode: content
# blocks: thing(kind,name)
thing "a" { x = 1 }
