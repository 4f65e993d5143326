dynamic "item" {
  for_each = things
  content {
    name = "a"
    size = 1
  }
}
