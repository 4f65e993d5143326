v = a == null
