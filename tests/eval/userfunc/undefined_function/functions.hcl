function "greet" {
  params = [name]
  result = "hello ${name}"
}
