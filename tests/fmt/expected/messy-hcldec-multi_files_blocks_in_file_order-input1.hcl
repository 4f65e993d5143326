blk {
  a = 1
}
