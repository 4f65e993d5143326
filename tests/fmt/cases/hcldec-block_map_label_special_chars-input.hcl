service "a b" {
  port = 1
}
service "<&>" {
  port = 2
}
service "" {
  port = 3
}
