service "web" {
  port = 80
}
name = "x"
service "db" {
  port = 5432
}
task {
  driver = "docker"
}
