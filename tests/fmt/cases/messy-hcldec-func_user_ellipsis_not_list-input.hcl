 	 v    = add(  5...)
