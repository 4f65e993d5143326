v = true ? 	 "yes"  : "no"
