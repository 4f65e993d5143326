function "f" {
  result = 1
}
