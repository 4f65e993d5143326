dynamic "item" {
  for_each = things
  content {
    name = item.value
    size = base
  }
}
