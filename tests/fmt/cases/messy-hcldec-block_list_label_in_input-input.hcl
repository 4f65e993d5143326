item    "a" {
  }
