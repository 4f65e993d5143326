setings {
}
