item {
  name = "first"
  size = 1
}
dynamic "item" {
  for_each = ["second", "third"]
  content {
    name = item.value
    size = 2
  }
}
item {
  name = "fourth"
  size = 4
}
dynamic "item" {
  for_each = ["fifth"]
  content {
    name = item.value
    size = 5
  }
}
