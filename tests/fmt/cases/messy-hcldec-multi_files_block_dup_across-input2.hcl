one    {
 	 v 	 = 2
 	 }
