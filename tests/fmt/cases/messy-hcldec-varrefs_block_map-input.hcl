m "a"  {
 	 w = x
}
