v = null
