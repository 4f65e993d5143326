b "a
b" {}
