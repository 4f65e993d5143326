item 	 {
  size = 	 "big"
}
