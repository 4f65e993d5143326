group {
  name = "static"
  dynamic "task" {
    for_each = ["t1", "t2"]
    content {
      id = task.value
    }
  }
  task {
    id = "t3"
  }
}
