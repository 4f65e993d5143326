tags "x" {
  a = "1"
}
