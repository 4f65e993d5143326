 	 v 	 =    smallest() 	 
