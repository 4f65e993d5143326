  # indented comment
blk {
# unindented in block
  a = 1
    // deeper
}
