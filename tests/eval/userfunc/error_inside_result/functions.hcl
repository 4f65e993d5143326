function "f" {
  params = [n]
  result = n + "a"
}
