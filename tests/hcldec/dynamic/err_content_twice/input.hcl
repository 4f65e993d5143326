dynamic "item" {
  for_each = ["a"]
  content {
    name = "a"
    size = 1
  }
  content {
    name = "b"
    size = 2
  }
}
