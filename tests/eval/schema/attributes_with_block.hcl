# mode: attributes
a = 1
b {
  c = 2
}
d "label" {}
