v    =    answer 	 (1)
