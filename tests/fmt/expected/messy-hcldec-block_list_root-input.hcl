x {
  v = 1
}
x {
  v = true
}
x {
}
