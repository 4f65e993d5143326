dynamic "rule" {
  for_each = ["a", "a"]
  labels   = [rule.value]
  content {
    port = rule.key
  }
}
