function {
  params = []
  result = 1
}
function "greet" {
  params = [name]
  result = "hello ${name}"
}
