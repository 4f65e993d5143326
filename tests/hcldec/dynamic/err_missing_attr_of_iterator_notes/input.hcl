dynamic "item" {
  for_each = things
  content {
    name = item.value.missing
    size = 1
  }
}
