tags {
}
