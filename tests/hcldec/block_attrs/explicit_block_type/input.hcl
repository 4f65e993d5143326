labels {
  a = "1"
}
