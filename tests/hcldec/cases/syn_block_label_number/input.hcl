blk 1 {
}
