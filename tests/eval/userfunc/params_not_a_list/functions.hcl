function "f" {
  params = a
  result = 1
}
