dynamic "item" {
  for_each = ["a"]
  iterator = it.x
  content {
    name = "a"
    size = 1
  }
}
