	v	=  late(2  ) 	 
