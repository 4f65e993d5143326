b {
  x = 1
}
b {
  x = 2
}
b {
  x = 3
}
