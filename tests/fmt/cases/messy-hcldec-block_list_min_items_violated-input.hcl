	item	{
 name = 	 "only"
 }
