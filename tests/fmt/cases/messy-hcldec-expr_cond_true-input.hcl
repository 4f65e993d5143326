v =  true 	 ?  "yes"  : "no"
