tags {
  a = [1, 2]
  b = "ok"
}
