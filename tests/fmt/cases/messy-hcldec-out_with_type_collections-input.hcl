 	 l = [1]  
s =    ["a"]	
    m	=  { k    =	[true 	 ] 	 }
o =	{  x	= "x", y 	 = 	 [1,  null]	}
