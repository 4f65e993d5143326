blk {
  a = 1
  b = [1,
  2]
  ccc = 3
}
