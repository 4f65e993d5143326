item {
  name = "only"
}
