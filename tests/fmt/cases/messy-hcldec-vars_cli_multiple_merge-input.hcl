    v 	 = [    a, 	 b	,  c  ]  
