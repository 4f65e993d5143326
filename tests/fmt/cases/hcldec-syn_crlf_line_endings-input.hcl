a = 1
blk {
  a = "x"
}
