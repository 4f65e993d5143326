b {
 x = 	 "in block"
 	 } 
