dynamic "item" {
  for_each = null
  content {
    name = "a"
    size = 1
  }
}
dynamic "item" {
  for_each = ["ok"]
  content {
    name = item.value
    size = 1
  }
}
dynamic "item" {
  for_each = 5
  content {
    name = "c"
    size = 1
  }
}
