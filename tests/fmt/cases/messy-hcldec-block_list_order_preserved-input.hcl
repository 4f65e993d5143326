	item	{
 name = 	 "z"
 	 }
item    {  
 	 name  = "a"
	}
item	{
	name 	 =  "m"
}
