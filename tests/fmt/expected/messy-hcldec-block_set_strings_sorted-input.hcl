tag {
  v = "b"
}
tag {
  v = "a"
}
tag {
  v = "c"
}
