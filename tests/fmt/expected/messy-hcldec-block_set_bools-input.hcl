tag {
  v = true
}
tag {
  v = false
}
tag {
  v = true
}
