dynamic "item" {
  for_each = [0, 1, 2]
  content {
    name = upper("n${item.value}")
    size = item.value
  }
}
