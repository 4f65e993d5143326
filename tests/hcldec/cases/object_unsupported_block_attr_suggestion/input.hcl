tags {
  a = 1
}
