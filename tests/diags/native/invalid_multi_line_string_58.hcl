b "a
a
b" {}
b" {}
