service "web" {
  port = 80
}
service "db" {
  port = 5432
}
