v =  { 	 b	= 1, a 	 = "x",    "quoted key" =  true	}
