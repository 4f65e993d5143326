dynamic "item" {
  for_each = things
  content {
    name = jsonish(item.value)
    size = item.key
  }
}
