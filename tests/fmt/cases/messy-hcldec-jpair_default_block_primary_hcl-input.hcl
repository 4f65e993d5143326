	b 	 {
	x = "in block"
 	 } 
