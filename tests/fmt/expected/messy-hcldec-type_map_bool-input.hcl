v = { x = true, y = false }
