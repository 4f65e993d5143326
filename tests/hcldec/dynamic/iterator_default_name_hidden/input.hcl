dynamic "item" {
  for_each = ["x"]
  iterator = it
  content {
    name = item.value
    size = 0
  }
}
