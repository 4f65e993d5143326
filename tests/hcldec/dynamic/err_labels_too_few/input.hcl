dynamic "svc" {
  for_each = ["a"]
  labels   = ["x"]
  content {
    v = "1"
  }
}
