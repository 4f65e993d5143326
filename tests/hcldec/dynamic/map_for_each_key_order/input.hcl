dynamic "item" {
  for_each = { zeta = 3, alpha = 1, mid = 2 }
  content {
    name = item.key
    size = item.value
  }
}
