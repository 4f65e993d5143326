one {
  v = 1
}
