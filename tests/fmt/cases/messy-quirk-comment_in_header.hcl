 	 blk "a"    /* c */ 	 "b" {
  }
