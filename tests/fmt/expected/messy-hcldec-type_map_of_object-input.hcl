v = { one = { a = "x" }, two = { a = "y" } }
