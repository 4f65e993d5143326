    blk {
  a	= 1
    } 	 
