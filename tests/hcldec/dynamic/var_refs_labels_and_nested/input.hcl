dynamic "group" {
  for_each = groups
  content {
    name = group.key
    dynamic "task" {
      for_each = group.value.tasks
      content {
        id = "${task.value}-${suffix}"
      }
    }
  }
}
