function "upper" {
  params = [s]
  result = "not ${s}"
}
