blk {
 a = 1	
    }
