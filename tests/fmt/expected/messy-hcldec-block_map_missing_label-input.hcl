service {
  port = 80
}
