dynamic "rule" {
  for_each = ["a"]
  content {
    port = 1
  }
}
