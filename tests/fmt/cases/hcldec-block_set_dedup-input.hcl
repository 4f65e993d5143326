tag {
  v = "x"
}
tag {
  v = "x"
}
tag {
  v = "y"
}
