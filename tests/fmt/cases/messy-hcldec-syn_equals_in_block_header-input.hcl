blk    = 	 {
}
