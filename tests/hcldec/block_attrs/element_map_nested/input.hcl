tags {
  a = { x = "1" }
}
