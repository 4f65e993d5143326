logging "main" {
  level = "x"
}
