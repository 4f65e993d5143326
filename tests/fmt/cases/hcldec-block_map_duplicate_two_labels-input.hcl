service "a" "b" {
}
service "a" "b" {
}
