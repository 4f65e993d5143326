v = [ 	 1, 	 "two", 	 true    , 	 null,  [3]    , { 	 a	= 	 4 }]	
