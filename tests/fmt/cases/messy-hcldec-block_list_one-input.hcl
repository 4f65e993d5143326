item {
  size = 7 	 
}	
