    v = 	 [for x	in 	 [1, 	 2,  3,    4, 5]	: 	 x if x % 2    ==    1 	 ]
