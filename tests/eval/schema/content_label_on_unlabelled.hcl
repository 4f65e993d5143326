# mode: content
# blocks: thing
thing "a" {}
