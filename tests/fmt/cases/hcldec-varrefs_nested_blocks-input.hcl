v = top
b {
  w = first
}
b {
  w = second.x
}
