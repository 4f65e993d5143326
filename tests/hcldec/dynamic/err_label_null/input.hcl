dynamic "rule" {
  for_each = ["a", "b"]
  labels   = [rule.value == "a" ? null : rule.value]
  content {
    port = 1
  }
}
