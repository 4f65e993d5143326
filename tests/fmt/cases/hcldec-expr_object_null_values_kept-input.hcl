v = { a = null, b = { c = null, d = 1 }, e = [null, { f = null }] }
