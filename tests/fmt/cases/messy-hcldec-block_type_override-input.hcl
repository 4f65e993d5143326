logging 	 {
 	 level = 1	
}
