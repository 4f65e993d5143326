dynamic "thing" {
  for_each = { only = "z" }
  content {
    v = "${thing.key}=${thing.value}"
  }
}
