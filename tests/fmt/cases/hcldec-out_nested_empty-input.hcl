v = { a = {}, b = [], c = [{}], d = { e = null } }
