svc "http" {
  port = 80
}
