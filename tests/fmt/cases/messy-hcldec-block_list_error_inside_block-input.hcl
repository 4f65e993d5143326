  item {
	size =  "big"
}
