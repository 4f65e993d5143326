blk x {
}
