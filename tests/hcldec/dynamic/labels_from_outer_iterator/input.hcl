dynamic "group" {
  for_each = ["g1", "g2"]
  content {
    name = group.value
    dynamic "task" {
      for_each = [1]
      content {
        id = "${group.key}${task.key}"
      }
    }
  }
}
dynamic "rule" {
  for_each = []
  labels   = [missing]
  content {
    port = 1
  }
}
