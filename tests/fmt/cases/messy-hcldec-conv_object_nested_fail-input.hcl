v	= { a 	 =  { b  = "no" }  }
