tag {
  v = "a"
}
tag {
  v = "b"
}
