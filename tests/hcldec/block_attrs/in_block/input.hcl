b {
  tags {
    x = 1
  }
}
