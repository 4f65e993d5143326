dynamic "it\"em" {
  for_each = ["a"]
  content {
    name = "a"
    size = 1
  }
}
