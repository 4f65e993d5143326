  a	= null 	 
 b =	[null] 
