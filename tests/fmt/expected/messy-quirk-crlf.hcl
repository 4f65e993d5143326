a = 1
blk {
  b = 2 # c
}
