dynamic "item" {
  for_each = ["a", "bb", "ccc"]
  content {
    name = item.value
    size = item.key
  }
}
