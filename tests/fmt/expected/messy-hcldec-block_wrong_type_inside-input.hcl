logging {
  level = ["x"]
}
