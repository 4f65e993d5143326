thing {
}
