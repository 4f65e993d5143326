 	 a    =	double(21)
