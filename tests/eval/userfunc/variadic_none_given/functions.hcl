function "count" {
  params         = [first]
  variadic_param = rest
  result         = length(rest)
}
