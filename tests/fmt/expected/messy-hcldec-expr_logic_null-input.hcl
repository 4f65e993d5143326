v = null || true
