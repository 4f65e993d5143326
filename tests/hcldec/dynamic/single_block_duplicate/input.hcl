dynamic "thing" {
  for_each = ["a", "b"]
  content {
    v = thing.value
  }
}
