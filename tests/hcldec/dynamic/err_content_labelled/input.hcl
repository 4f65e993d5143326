dynamic "item" {
  for_each = ["a"]
  content "x" {
    name = "a"
    size = 1
  }
}
