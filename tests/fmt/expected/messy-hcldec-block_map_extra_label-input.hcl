service "a" "b" {
  port = 80
}
