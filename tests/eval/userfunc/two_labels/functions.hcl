function "a" "b" {
  params = []
  result = 1
}
