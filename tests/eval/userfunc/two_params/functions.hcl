function "add" {
  params = [a, b]
  result = a + b
}
