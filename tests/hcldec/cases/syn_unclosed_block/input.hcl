blk {
  a = 1
