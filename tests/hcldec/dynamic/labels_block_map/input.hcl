dynamic "rule" {
  for_each = { http = 80, https = 443 }
  labels   = [rule.key]
  content {
    port = rule.value
  }
}
rule "ssh" {
  port = 22
}
