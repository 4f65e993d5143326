tags {
  a = nope
}
