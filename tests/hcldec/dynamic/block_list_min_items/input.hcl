dynamic "item" {
  for_each = []
  content {
    name = "a"
    size = 1
  }
}
