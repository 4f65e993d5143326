service "web" {
  port = "eighty"
}
