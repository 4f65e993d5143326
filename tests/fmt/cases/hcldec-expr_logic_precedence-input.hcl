v = false && true || true
