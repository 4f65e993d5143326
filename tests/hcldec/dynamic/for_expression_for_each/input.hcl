dynamic "item" {
  for_each = { for k, v in { a = 1, b = 2 } : k => v if v > 1 }
  content {
    name = item.key
    size = item.value
  }
}
