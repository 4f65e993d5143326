function "f" {
  params         = []
  variadic_param = "rest"
  result         = 1
}
