dynamic "item" {
  for_each = "abc"
  content {
    name = "a"
    size = 1
  }
}
