function "f" {
  params = [a.b]
  result = 1
}
