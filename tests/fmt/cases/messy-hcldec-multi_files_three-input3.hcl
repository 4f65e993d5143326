b 	 =    2
blk {
  a = 	 3
}
