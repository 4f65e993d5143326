dynamic "item" {
  for_each = ["a"]
}
