 private    = false
