logging {
  level = "x"
}
