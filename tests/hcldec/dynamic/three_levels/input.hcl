dynamic "outer" {
  for_each = { a = { b = ["c1", "c2"] } }
  content {
    dynamic "middle" {
      for_each = outer.value
      content {
        dynamic "inner" {
          for_each = middle.value
          iterator = outer
          content {
            path = "${middle.key}/${outer.value}/${outer.key}"
          }
        }
      }
    }
  }
}
