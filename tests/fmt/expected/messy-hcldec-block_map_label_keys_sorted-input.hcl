service "zz" {
}
service "Aa" {
}
service "m" {
  port = 1
}
