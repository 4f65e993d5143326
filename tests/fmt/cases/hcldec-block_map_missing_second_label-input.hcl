service "http" {
  port = 80
}
