tags 	 {
  a = 1
  }
