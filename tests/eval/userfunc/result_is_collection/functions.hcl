function "pair" {
  params = [k, v]
  result = { (k) = v, list = [v, v] }
}
