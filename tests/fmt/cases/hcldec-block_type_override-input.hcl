logging {
  level = 1
}
