function "f" {
  params = []
  result = "first"
}
function "f" {
  params = []
  result = "second"
}
