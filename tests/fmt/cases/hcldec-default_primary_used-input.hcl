private = true
