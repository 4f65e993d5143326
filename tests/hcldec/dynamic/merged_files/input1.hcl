dynamic "item" {
  for_each = ["from-one"]
  content {
    name = item.value
    size = 1
  }
}
