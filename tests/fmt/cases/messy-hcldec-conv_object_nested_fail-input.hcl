 	 v    = {  a = 	 { b  =  "no"	} 	 }
