dynamic "item" {
  for_each = count
  content {
    name = "a"
    size = 1
  }
}
