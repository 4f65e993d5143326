svc {
  tags {
    a = "1"
  }
}
svc {
}
