service {
  port = "8080"
}
