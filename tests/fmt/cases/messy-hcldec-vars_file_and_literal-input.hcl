    v = 	 [    a    , 	 b    ]	
