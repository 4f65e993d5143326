a = { x = n * 2, y = "${name}", z = [k] }
