a =	{    x 	 = 1, y =    {	z = "deep" }	}  
