function "f" {
  params = []
  result = 1
  doc    = "x"
}
function "greet" {
  params = [name]
  result = "hello ${name}"
}
