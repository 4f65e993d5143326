dynamic "item" {
  for_each = ["x", "y"]
  iterator = it
  content {
    name = it.value
    size = it.key
  }
}
