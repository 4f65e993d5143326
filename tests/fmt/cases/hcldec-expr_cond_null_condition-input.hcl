v = null ? 1 : 2
