v	= add 	 (5	...) 
