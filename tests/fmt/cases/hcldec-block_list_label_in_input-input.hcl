item "a" {
}
