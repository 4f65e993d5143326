o = { x = null, y = 1 }
