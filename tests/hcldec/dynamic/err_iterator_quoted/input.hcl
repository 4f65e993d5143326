dynamic "item" {
  for_each = ["a"]
  iterator = "it"
  content {
    name = "a"
    size = 1
  }
}
