	v    =  false
