b {
  x = "b"
}
b {
  x = "a"
}
b {
  x = "b"
}
