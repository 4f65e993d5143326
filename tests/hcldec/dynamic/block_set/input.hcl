dynamic "tag" {
  for_each = ["b", "a", "b"]
  content {
    v = tag.value
  }
}
