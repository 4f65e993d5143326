logging "main" "extra" {
}
