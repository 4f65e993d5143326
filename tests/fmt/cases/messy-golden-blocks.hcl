 b "x" y	{
    k 	 =    2
  }
