blk {
  a = 2
}
blk {
  a = 3
}
