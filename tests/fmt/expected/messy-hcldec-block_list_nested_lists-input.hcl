group {
  name = "g1"
  member {
    id = 1
  }
  member {
    id = 2
  }
}
group {
  name = "g2"
}
