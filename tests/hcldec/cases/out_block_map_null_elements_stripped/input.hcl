thing "a" {}
thing "b" {
  v = "x"
}
thing "c" {}
