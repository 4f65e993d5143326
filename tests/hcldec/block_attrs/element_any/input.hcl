tags {
  a = 1
  b = 2.5
}
