tags {
  a = "1"
  inner {
    b = "2"
  }
}
