v = { for k, v in { a = 1, b = 2 } : k => v + 1 }
