m "a" {
  w = x
}
