dynamic "item" {
  for_each = ["a"]
  labels   = ["x"]
  content {
    name = "a"
    size = 1
  }
}
