function "f" {
  params = []
}
