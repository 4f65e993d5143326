blk = {
}
