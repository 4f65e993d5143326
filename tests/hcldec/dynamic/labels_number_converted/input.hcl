dynamic "rule" {
  for_each = [8080, 9090]
  labels   = [rule.value]
  content {
    port = rule.value
  }
}
