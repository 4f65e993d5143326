v = add(add  (1,	2),  add( 3 	 ,  4  ))    
