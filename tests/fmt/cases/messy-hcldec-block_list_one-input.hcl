item {
  size  = 7
	}
