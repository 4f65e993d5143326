dynamic "rule" {
  for_each = ["a"]
  labels   = [[rule.value]]
  content {
    port = 1
  }
}
