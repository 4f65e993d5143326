b {
  x = "in block"
}
