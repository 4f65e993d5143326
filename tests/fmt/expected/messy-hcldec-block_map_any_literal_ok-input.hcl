service "a" {}
service "b" {}
