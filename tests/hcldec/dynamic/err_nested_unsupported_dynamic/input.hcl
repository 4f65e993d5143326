dynamic "group" {
  for_each = ["g"]
  content {
    name = group.value
    dynamic "other" {
      for_each = [1]
      content {
        id = "x"
      }
    }
  }
}
