dynamic "item" {
  for_each = ["a"]
  content {
    name = item.value
    size = 1
  }
}
item {
  name = item.value
  size = 2
}
