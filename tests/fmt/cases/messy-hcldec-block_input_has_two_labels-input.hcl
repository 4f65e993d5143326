  logging "main"    "extra" {
}
