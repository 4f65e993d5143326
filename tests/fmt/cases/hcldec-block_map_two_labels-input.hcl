service "http" "web" {
  port = 80
}
service "http" "api" {
  port = 8080
}
service "db" "main" {
  port = 5432
}
