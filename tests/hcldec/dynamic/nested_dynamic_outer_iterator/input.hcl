dynamic "group" {
  for_each = { web = ["w1", "w2"], db = ["d1"] }
  content {
    name = group.key
    dynamic "task" {
      for_each = group.value
      content {
        id = "${group.key}/${task.value}/${task.key}"
      }
    }
  }
}
