b {
  x = 1
}
b {
  x = "two"
}
