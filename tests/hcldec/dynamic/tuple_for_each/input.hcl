dynamic "item" {
  for_each = ["one", 2, true]
  content {
    name = "${item.value}"
    size = item.key * 10
  }
}
