logging = {
  level = "x"
}
