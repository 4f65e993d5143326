a = "one"
blk {
  v = 1
}
