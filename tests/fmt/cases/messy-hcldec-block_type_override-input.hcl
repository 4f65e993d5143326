    logging 	 {
	level	= 1
}    
