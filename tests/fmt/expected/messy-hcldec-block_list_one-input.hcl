item {
  size = 7
}
