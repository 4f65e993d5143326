a  =	{ ( name)	=  1,  "${k}x" =	2, plain    =    3 } 	 
