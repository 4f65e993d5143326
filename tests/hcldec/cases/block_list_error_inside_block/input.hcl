item {
  size = "big"
}
