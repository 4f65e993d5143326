dynamic "item" {
  for_each = []
  content {
    name = item.value
    size = 1
  }
}
