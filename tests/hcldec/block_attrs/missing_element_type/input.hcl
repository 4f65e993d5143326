tags {
  a = "1"
}
