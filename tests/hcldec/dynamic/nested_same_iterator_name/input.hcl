dynamic "group" {
  for_each = ["outer"]
  iterator = x
  content {
    name = x.value
    dynamic "task" {
      for_each = ["inner"]
      iterator = x
      content {
        id = x.value
      }
    }
  }
}
