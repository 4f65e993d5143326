dynamic "item" {
  content {
    name = "a"
    size = 1
  }
}
