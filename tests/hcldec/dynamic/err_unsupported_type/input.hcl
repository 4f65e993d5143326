dynamic "other" {
  for_each = ["a"]
  content {
    x = 1
  }
}
