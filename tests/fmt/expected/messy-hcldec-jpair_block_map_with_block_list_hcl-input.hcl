group "g1" {
  item {
    v = 1
  }
  item {
    v = 2
  }
}
group "g2" {}
