v = [for v in { z = 1, a = 2, m = 3 } : v]
