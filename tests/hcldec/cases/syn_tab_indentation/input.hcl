blk {
	a = 1
}
