a = 1
b = "x"
blk {
  a = true
}
