 blk x 	 {
}
