dynamic "item" {
  for_each = sizes
  content {
    name = "${prefix}-${item.key}"
    size = item.value
  }
}
