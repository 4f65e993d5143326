v = n == null ? a : a
