item {
  name = "plain"
  size = 3
}
