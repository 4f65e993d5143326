thing "a" {}
thing {}
