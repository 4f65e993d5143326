v = [{ a = null, b = [{ c = null }] }]
