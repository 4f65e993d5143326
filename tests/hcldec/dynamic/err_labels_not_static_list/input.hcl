dynamic "rule" {
  for_each = ["a"]
  labels   = tolist(["x"])
  content {
    port = 1
  }
}
