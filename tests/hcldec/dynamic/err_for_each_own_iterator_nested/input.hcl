dynamic "group" {
  for_each = ["g"]
  content {
    name = group.value
    dynamic "task" {
      for_each = task.value
      content {
        id = "x"
      }
    }
  }
}
