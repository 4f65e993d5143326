dynamic {
  for_each = ["a"]
  content {
    name = "a"
    size = 1
  }
}
