item {
  name = "a"
  size = 1
}
item {
  name = "b"
}
