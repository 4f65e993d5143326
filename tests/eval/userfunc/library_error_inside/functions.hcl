function "f" {
  params = [s]
  result = substr(s, "a", 1)
}
