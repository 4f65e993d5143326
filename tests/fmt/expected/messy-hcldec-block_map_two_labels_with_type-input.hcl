service "http" "web" {
  port = 80
}
