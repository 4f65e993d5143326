blk    { 
  a 	 =  1
 	 }	
