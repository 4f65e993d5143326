setings 	 {
}
