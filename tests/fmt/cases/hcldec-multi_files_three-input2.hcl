blk {}
