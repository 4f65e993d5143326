tags {
  b = second
  a = first
  c = "${third}-${first}"
}
