    v    =  {    for 	 k,  v 	 in {	b	= 	 1,	a 	 = 2 }    : "${k}_" =>	v * 10 	 } 	 
