blk {
  a = 1 }
