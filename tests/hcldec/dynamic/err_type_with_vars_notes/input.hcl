dynamic "item" {
  for_each = ["a"]
  content {
    name = item.value
    size = "${item.value}${suffix}"
  }
}
