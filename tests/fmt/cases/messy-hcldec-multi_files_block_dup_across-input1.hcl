	one  {
  v	= 1
	}
