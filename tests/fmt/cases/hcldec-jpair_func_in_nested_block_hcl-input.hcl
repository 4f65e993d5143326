b {
  v = double(1)
}
b {
  v = double(2)
}
