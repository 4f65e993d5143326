dynamic "rule" {
  for_each = rules
  iterator = r
  labels   = [r.key, prefix]
  content {
    port = r.value + offset
  }
}
