logging 	 {    
 level	= "x"
    }
