dynamic "rule" {
  for_each = ["a"]
  labels   = ["x", "y"]
  content {
    port = 1
  }
}
