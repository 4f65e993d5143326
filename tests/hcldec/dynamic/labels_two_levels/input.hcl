dynamic "svc" {
  for_each = [["web", "a"], ["web", "b"], ["db", "c"]]
  iterator = s
  labels   = [s.value[0], s.value[1]]
  content {
    v = "${s.value[0]}-${s.key}"
  }
}
