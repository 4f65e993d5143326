tags {
  a = "b"
}
