dynamic "item" {
  for_each = ["a", "b"]
  content {
    name = item.value
    size = item.value
  }
}
