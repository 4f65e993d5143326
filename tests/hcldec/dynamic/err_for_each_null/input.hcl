dynamic "item" {
  for_each = null
  content {
    name = "a"
    size = 1
  }
}
