  one    {
  v 	 = 	 2
	}
