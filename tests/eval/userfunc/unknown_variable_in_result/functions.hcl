function "f" {
  params = []
  result = nope
}
