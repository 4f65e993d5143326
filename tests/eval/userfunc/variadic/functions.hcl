function "count" {
  params         = [first]
  variadic_param = rest
  result         = [first, length(rest), rest]
}
