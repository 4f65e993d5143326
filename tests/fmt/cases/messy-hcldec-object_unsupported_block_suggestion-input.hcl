 setings 	 {
}
