tag {
  v = "a"
}
tag {
}
