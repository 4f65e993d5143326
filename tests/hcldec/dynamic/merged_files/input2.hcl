item {
  name = "static-two"
  size = 2
}
dynamic "item" {
  for_each = ["from-two"]
  content {
    name = item.value
    size = 3
  }
}
