dynamic "item" {
  for_each = things
  content {
    name = item.value.n
    size = item.key
  }
}
