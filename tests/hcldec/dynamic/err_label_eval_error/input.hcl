dynamic "rule" {
  for_each = ["a"]
  labels   = [rule.nope]
  content {
    port = 1
  }
}
