one {
  v = 2
}
