tag {
  v = 10
}
tag {
  v = -1
}
tag {
  v = 2.5
}
tag {
  v = 2.5
}
