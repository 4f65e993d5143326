dynamic "item" {
  for_each = ["a"]
  bogus    = 1
  content {
    name = "a"
    size = 1
  }
}
