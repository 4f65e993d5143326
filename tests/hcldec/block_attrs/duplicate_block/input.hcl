tags {
  a = "1"
}
tags {
  b = "2"
}
