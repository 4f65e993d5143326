dynamic "item" {
  for_each = { b = "x", a = 5 }
  content {
    name = item.key
    size = 1
  }
}
