    logging = {
 level 	 =    "x"
}
