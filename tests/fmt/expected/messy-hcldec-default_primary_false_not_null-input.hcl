private = false
