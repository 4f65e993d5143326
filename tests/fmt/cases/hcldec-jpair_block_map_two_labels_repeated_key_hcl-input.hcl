svc "http" "web" {
  port = 80
}
svc "http" "api" {
  port = 8080
}
