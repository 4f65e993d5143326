blk	x {    
 	 }
