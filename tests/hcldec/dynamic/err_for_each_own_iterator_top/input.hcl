dynamic "item" {
  for_each = item.value
  content {
    name = "a"
    size = 1
  }
}
